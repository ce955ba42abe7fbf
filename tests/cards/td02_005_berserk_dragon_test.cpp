// placeholder, replaced by the card's ruling tests
#include <gtest/gtest.h>
