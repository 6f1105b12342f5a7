// Class: crash (stack overflow, SIGSEGV in the shell's :load: the file loads itself, each :load nested in
// the one before). Swift has no :load; a clear limit is proposed: refuse a :load of a file that is already
// being loaded. Run from this folder (the path is relative to the working directory).
:load 3018-load-loads-itself.swift
// expect-error: is already being loaded
