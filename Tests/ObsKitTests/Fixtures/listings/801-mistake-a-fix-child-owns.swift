// Article 001, mistake A, first fix (listings 001-01 for CounterVM, 001-02): the child owns the model with `@StateObject`; parent renders re-create the child struct but never the model. rules §4 (thunk once per node, right before the first body; released when the node dies), §2 (`= CounterVM()` captures nothing ⇒ child value equal), T7.
//> include 001-01-inline-observed.swift
//> include 001-02-child-owns.swift

:mount ParentGoodAView()
print("-- inc, then toggle the parent twice")
:tap "Inc"
:tap "Toggle parent state"
:tap "Toggle parent state"
print("-- unmount")
:unmount

// expect: CounterVM init
// expect: -- inc, then toggle the parent twice
// expect: -- unmount
// expect: CounterVM deinit
