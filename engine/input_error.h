// Bad input (a file, a card script, a command line): reported as "file:line:col: message".
#pragma once

#include <string>

namespace vg {

struct InputError {
  std::string file;
  int line = 1;
  int column = 1;
  std::string message;

  std::string to_string() const {
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
  }
};

}  // namespace vg
