// Article 001, mistake A (listing 001-01): an inline `@ObservedObject var vm = CounterVM()` gets a fresh model on every parent render (its count starts over). rules §5 (inline ObservedObject: new init in the parent body, then the child box swaps ⇒ old deinit), §2 (every parent body re-runs the child's initializer), §1 (unmount releases), T8.
// note: the article's log reads "CounterVM init / CounterVM deinit / CounterVM init / ...". By §5 each parent render prints the NEW model's init before the OLD model's deinit, so after the first line the pairs are "init, deinit" with the init belonging to the new model.
// The listing's views print nothing themselves; the markers below separate the turns.
//> include 001-01-inline-observed.swift

:mount ParentBadView()
print("-- inc twice")
:tap "Inc"
:tap "Inc"
print("-- toggle parent")
:tap "Toggle parent state"
print("-- toggle parent again")
:tap "Toggle parent state"
print("-- unmount")
:unmount

// expect: CounterVM init
// expect: -- inc twice
// expect: -- toggle parent
// expect: CounterVM init
// expect: CounterVM deinit
// expect: -- toggle parent again
// expect: CounterVM init
// expect: CounterVM deinit
// expect: -- unmount
// expect: CounterVM deinit
