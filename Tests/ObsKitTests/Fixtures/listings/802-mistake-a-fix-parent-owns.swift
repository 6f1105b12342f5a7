// Article 001, mistake A, second fix (listings 001-01 for CounterVM, 001-03): the parent owns the model with `@StateObject` and passes it to an `@ObservedObject` child; one model for the node's lifetime. rules §4 (parent's thunk runs before the parent's first body), §5 (same instance ⇒ subscription kept), §1 (unmount releases).
//> include 001-01-inline-observed.swift
//> include 001-03-parent-owns.swift

:mount ParentGoodBView()
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
