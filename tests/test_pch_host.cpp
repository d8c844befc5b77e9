// The target that compiles the tests' precompiled header (tests/CMakeLists.txt); no code.
