// Every rule number the engine enforces or reports, named once. Code that performs or refuses
// something cites the constant; the rules reference (docs/rules/) must list every number here
// (tests/engine/rule_citations_test.cpp checks it).
#pragma once

#include <string_view>

namespace vg::cr {

using Rule = std::string_view;

// Section 1: winning and losing, golden rules.
inline constexpr Rule kGameEndsOnLoss = "1.2.1";
inline constexpr Rule kLoseByRuleAction = "1.2.2";
inline constexpr Rule kSixDamageLoses = "1.2.2.1";
inline constexpr Rule kEmptyDeckLoses = "1.2.2.2";
inline constexpr Rule kBothLoseIsDraw = "1.2.3";
inline constexpr Rule kConcede = "1.2.4";
inline constexpr Rule kCardTextPrevails = "1.3.1";
inline constexpr Rule kDoWhatYouCan = "1.3.2";
inline constexpr Rule kAlreadyInState = "1.3.2.1";
inline constexpr Rule kZeroTimes = "1.3.2.2";

// Section 3: basic concepts.
inline constexpr Rule kPlayTimingCheckFirst = "3.6.2";
inline constexpr Rule kDraw = "3.12.2";
inline constexpr Rule kDamageProcess = "3.13.1";
inline constexpr Rule kDamageCheckEach = "3.13.1.1";
inline constexpr Rule kDamageRepeat = "3.13.1.2";
inline constexpr Rule kStandStanding = "3.17.2";
inline constexpr Rule kNoShieldNoGuard = "3.11.1.1";

// Section 4: zones.
inline constexpr Rule kNewCardInNewZone = "4.1.4";
inline constexpr Rule kDeckHidden = "4.2.2";
inline constexpr Rule kVanguardCircleStands = "4.6.4.1";
inline constexpr Rule kRearGuardFromElsewhereStands = "4.6.6.1";
inline constexpr Rule kRearGuardKeepsOrientation = "4.6.6.2";
inline constexpr Rule kDriveCardToHand = "4.10.2";
inline constexpr Rule kDamageCardToDamageZone = "4.10.3";

// Section 5: setting up.
inline constexpr Rule kDeckFifty = "5.1.2.1";
inline constexpr Rule kFourOfAName = "5.1.2.2";
inline constexpr Rule kSixteenTriggers = "5.1.2.3";
inline constexpr Rule kFourHeal = "5.1.2.4";
inline constexpr Rule kPresentDeck = "5.2.1.1";
inline constexpr Rule kFirstVanguard = "5.2.2";
inline constexpr Rule kShuffleDecks = "5.2.3";
inline constexpr Rule kFirstPlayer = "5.2.4";
inline constexpr Rule kOpeningHand = "5.2.5";

// Section 6: game procedure.
inline constexpr Rule kStandUp = "6.1.1";
inline constexpr Rule kTurnOrder = "6.2.1";
inline constexpr Rule kStandPhaseBegin = "6.3.1.1";
inline constexpr Rule kStandUnits = "6.3.1.2";
inline constexpr Rule kStandPhaseEnd = "6.3.1.3";
inline constexpr Rule kDrawPhaseBegin = "6.4.1.1";
inline constexpr Rule kDrawPhaseDraw = "6.4.1.2";
inline constexpr Rule kDrawPhaseEnd = "6.4.1.3";
inline constexpr Rule kRidePhaseBegin = "6.5.1.1";
inline constexpr Rule kRideOncePerTurn = "6.5.1.2";
inline constexpr Rule kRidePhaseOnlyVanguardCircle = "6.5.1.2.1";
inline constexpr Rule kRidePhaseEnd = "6.5.1.3";
inline constexpr Rule kMainPhaseBegin = "6.6.1.1";
inline constexpr Rule kMainPlayTiming = "6.6.1.2";
inline constexpr Rule kNormalCall = "6.6.1.2.1";
inline constexpr Rule kMainPhaseOnlyRearGuardCircles = "6.6.1.2.1.1";
inline constexpr Rule kMoveInColumn = "6.6.1.2.3";
inline constexpr Rule kMainPhaseEnd = "6.6.1.3";
inline constexpr Rule kBattlePhase = "6.7.1";
inline constexpr Rule kEndPhaseBegin = "6.8.1.1";
inline constexpr Rule kEndOfTurnEffects = "6.8.1.2";
inline constexpr Rule kNextTurn = "6.8.1.3";

// Section 7: attack and battle.
inline constexpr Rule kAttackFromFrontRow = "7.1.1";
inline constexpr Rule kStartStepBegin = "7.2.1.1";
inline constexpr Rule kChooseToAttack = "7.2.1.2";
inline constexpr Rule kAttackAdvance = "7.2.1.2.1";
inline constexpr Rule kNoAttackFirstTurn = "7.2.1.3";
inline constexpr Rule kBattleBegins = "7.3.1.1";
inline constexpr Rule kAttackStepBegin = "7.3.1.2";
inline constexpr Rule kChooseAttacker = "7.3.1.3";
inline constexpr Rule kChooseAttackTarget = "7.3.1.4";
inline constexpr Rule kBattleOpponent = "7.3.1.4.1";
inline constexpr Rule kBoost = "7.3.1.5";
inline constexpr Rule kBoostingUnit = "7.3.1.5.1";
inline constexpr Rule kBoostEndsOnMove = "7.3.1.5.1.1";
inline constexpr Rule kAttackCheckTiming = "7.3.1.6";
inline constexpr Rule kBoostPower = "7.3.1.7";
inline constexpr Rule kAttackStepEnd = "7.3.1.8";
inline constexpr Rule kGuardStepBegin = "7.4.1.1";
inline constexpr Rule kGuardPlayTiming = "7.4.1.1.1";
inline constexpr Rule kCallGuardians = "7.4.1.1.2";
inline constexpr Rule kGuardWhom = "7.4.1.1.2.1";
inline constexpr Rule kShieldAddsPower = "7.4.1.1.2.2";
inline constexpr Rule kGuardiansSimultaneous = "7.4.1.1.2.3";
inline constexpr Rule kGuardStepEnd = "7.4.1.2";
inline constexpr Rule kDriveStepBegin = "7.5.1.1";
inline constexpr Rule kDriveCheck = "7.5.1.2";
inline constexpr Rule kDriveCheckReveal = "7.5.1.2.1";
inline constexpr Rule kDriveTriggerClan = "7.5.1.2.2";
inline constexpr Rule kDriveCheckTiming = "7.5.1.2.3";
inline constexpr Rule kDriveCardToHandRule = "7.5.1.2.4";
inline constexpr Rule kSecondDrive = "7.5.1.3";
inline constexpr Rule kDriveStepEnd = "7.5.1.4";
inline constexpr Rule kDamageStepBegin = "7.6.1.1";
inline constexpr Rule kComparePower = "7.6.1.2";
inline constexpr Rule kNoCompareWhenGone = "7.6.1.3";
inline constexpr Rule kHitCheckTiming = "7.6.1.4";
inline constexpr Rule kDealDamage = "7.6.1.5";
inline constexpr Rule kNoZeroDamage = "7.6.1.5.1";
inline constexpr Rule kNoDamageWhenAttackerGone = "7.6.1.5.2";
inline constexpr Rule kDamageCheck = "7.6.1.6";
inline constexpr Rule kDamageCheckReveal = "7.6.1.6.1";
inline constexpr Rule kDamageTriggerClan = "7.6.1.6.2";
inline constexpr Rule kDamageCheckTiming = "7.6.1.6.3";
inline constexpr Rule kDamageCardToZone = "7.6.1.6.4";
inline constexpr Rule kDamageAfterCheckTiming = "7.6.1.6.5";
inline constexpr Rule kDamageRemaining = "7.6.1.6.6";
inline constexpr Rule kNoDamageCheck = "7.6.1.7";
inline constexpr Rule kRetireHitAndGuardians = "7.6.1.8";
inline constexpr Rule kDamageStepEnd = "7.6.1.9";
inline constexpr Rule kCloseStepBegin = "7.7.1.1";
inline constexpr Rule kEndOfBattleEffects = "7.7.1.2";
inline constexpr Rule kCloseStepRepeat = "7.7.1.3";
inline constexpr Rule kBattleEnds = "7.7.1.4";

// Section 2 (trigger icons and skills as the battle uses them).
inline constexpr Rule kCriticalTrigger = "2.8.1.1.2";
inline constexpr Rule kDrawTrigger = "2.8.1.1.3";
inline constexpr Rule kStandTrigger = "2.8.1.1.4";
inline constexpr Rule kHealTrigger = "2.8.1.1.5";

// Section 8: playing cards.
inline constexpr Rule kCheckTiming = "8.4.1";
inline constexpr Rule kRuleActionsFirst = "8.4.1.1";
inline constexpr Rule kPlayTimingCheck = "8.4.2.1";
inline constexpr Rule kNormalRide = "8.5.1.1";
inline constexpr Rule kRiddenStands = "8.5.1.1.1";
inline constexpr Rule kChooseCardToPlay = "8.5.2.1";
inline constexpr Rule kRideGrade = "8.5.2.1.1.1";
inline constexpr Rule kCallGrade = "8.5.2.1.1.2";
inline constexpr Rule kGuardStepGuardianCircleOnly = "8.5.2.2.1.1";
inline constexpr Rule kRideToSoul = "8.5.2.4.1";
inline constexpr Rule kCallStanding = "8.5.2.4.2";
inline constexpr Rule kGuardianResting = "8.5.2.4.3";
inline constexpr Rule kChooseAsManyAsPossible = "8.5.3.1";
inline constexpr Rule kCannotChoose = "8.5.3.1.3";

// Section 8: abilities.
inline constexpr Rule kActiveZone = "2.11.3";
inline constexpr Rule kReminderText = "2.11.4";
inline constexpr Rule kActivatedAbility = "8.1.1.1";
inline constexpr Rule kIfCondition = "8.1.1.2.3";
inline constexpr Rule kContinuousAbility = "8.1.1.3";
inline constexpr Rule kTurnPlayerAutoFirst = "8.4.1.2";
inline constexpr Rule kNonTurnPlayerAuto = "8.4.1.3";
inline constexpr Rule kPayCosts = "8.5.2.3";
inline constexpr Rule kPerformEffect = "8.5.2.4.4";
inline constexpr Rule kChooseWhenResolving = "8.5.3";
inline constexpr Rule kChooseUpTo = "8.5.3.1.1";
inline constexpr Rule kAutoStandsBy = "8.6.2";
inline constexpr Rule kAutoTriggersEachTime = "8.6.2.1";
inline constexpr Rule kPlayStandingAuto = "8.6.3";
inline constexpr Rule kMustPlayAuto = "8.6.3.1";
inline constexpr Rule kTimedTrigger = "8.6.5";
inline constexpr Rule kTimedTriggerOnce = "8.6.5.1";
inline constexpr Rule kSituationTriggerOnce = "8.6.6.1";
inline constexpr Rule kAutoAfterMove = "8.6.7";
inline constexpr Rule kNumericEffects = "8.7.1.3";
inline constexpr Rule kFinalInformation = "8.8";
inline constexpr Rule kActInMainPhase = "6.6.1.2.2";

// Section 9: rule actions.
inline constexpr Rule kRuleActionTiming = "9.1.2";
inline constexpr Rule kRuleActionsSimultaneous = "9.1.3";
inline constexpr Rule kLoseByCondition = "9.2.1";
inline constexpr Rule kSixDamage = "9.2.2";
inline constexpr Rule kEmptyDeck = "9.2.3";
inline constexpr Rule kOverloadedVanguard = "9.3.1";
inline constexpr Rule kOverloadedRearGuard = "9.3.3";
inline constexpr Rule kIllegalGuardians = "9.4.1";

// Section 10: keyword actions and abilities.
inline constexpr Rule kDrawAction = "10.1.1.1";
inline constexpr Rule kRetire = "10.1.3.1";
inline constexpr Rule kRetired = "10.1.3.2";  // a unit moved from the field to the drop zone was retired
inline constexpr Rule kHeal = "10.1.7.1";
inline constexpr Rule kShuffle = "10.1.10.1";
inline constexpr Rule kDiscard = "10.1.2.1";
inline constexpr Rule kSuperiorRide = "10.1.5.2";
inline constexpr Rule kCallToRearGuardCircle = "10.1.6.1";  // a call moves a card from outside the field to a rear-guard circle
inline constexpr Rule kCallChooseCircle = "10.1.6.1.1.1";  // the cards to call, and each one's circle
inline constexpr Rule kSuperiorCall = "10.1.6.1.3";
inline constexpr Rule kReveal = "10.1.8.1";
inline constexpr Rule kRevealByEffect = "10.1.8.1.2";  // shown until the effect ends; it stays in its zone (10.1.8.1.3)
inline constexpr Rule kTurnFaceUp = "10.1.12.1";
inline constexpr Rule kSearch = "10.1.9.1";
inline constexpr Rule kCounterBlast = "10.1.15.1";
inline constexpr Rule kSoulCharge = "10.1.17.1";
inline constexpr Rule kPutIntoSoul = "4.7.2";
inline constexpr Rule kSoulPublic = "4.7.3";
inline constexpr Rule kPutIntoDrop = "4.4.2";  // a card put into the drop zone goes on top
inline constexpr Rule kSoulBlast = "10.1.16.1";
inline constexpr Rule kGetAbility = "10.1.20.1";
inline constexpr Rule kLoseAbility = "10.1.20.2";
inline constexpr Rule kLimitBreak = "10.2.5.1";
inline constexpr Rule kLimitBreakAct = "10.2.5.1.3";
inline constexpr Rule kTwinDrive = "10.2.1.1";
inline constexpr Rule kIntercept = "10.2.2.1";
inline constexpr Rule kBoostSkill = "10.2.3.1";
inline constexpr Rule kRestraint = "10.2.4.1";

// Section 11: "cannot be used".
inline constexpr Rule kCannotUseAct = "11.2.1.1";
inline constexpr Rule kCannotUseAuto = "11.2.1.2";
inline constexpr Rule kCannotUseCancelsStandBy = "11.2.1.3";

}  // namespace vg::cr
