/// The program's version, as `slideback --version`, the man page and the bench and soak reports
/// give it. CMakeLists.txt's `project(... VERSION ...)` says the same; a test keeps them equal.
let programVersion = "0.1.0"
