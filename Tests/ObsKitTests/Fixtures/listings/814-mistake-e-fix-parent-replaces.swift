// Article 001, mistake E, the article's other way out (listing 001-11 for CounterVM): to replace the whole instance, keep it in the parent's `@State` and pass it to an `@ObservedObject` child: the child follows the new instance. rules §3 (non-Observable class in State: only reassigning the reference updates; the owner is not subscribed), §5 (new instance ⇒ old subscription cancelled, new one made), §12.
//> include 001-11-reset-instead.swift

struct CounterChild: View {
    @ObservedObject var vm: CounterVM
    var body: some View {
        let _ = print("CounterChild shows", vm.count)
        Button("Inc") { vm.count += 1 }
    }
}

struct Owner: View {
    @State private var vm = CounterVM()
    var body: some View {
        let _ = Self._printChanges()
        Button("Replace") { vm = CounterVM() }
        CounterChild(vm: vm)
    }
}

:mount Owner()
:tap "Inc"
:tap "Replace"
:tap "Inc"

// expect: Owner: @self, @identity, _vm changed.
// expect: CounterChild shows 0
// expect: CounterChild shows 1
// expect: Owner: _vm changed.
// expect: CounterChild shows 0
// expect: CounterChild shows 1
