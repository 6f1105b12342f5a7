// App code style: generic class hierarchy for view models with overridden generic methods
class ViewModel<State> {
    private(set) var state: State
    private(set) var history: [String] = []

    init(initial: State) {
        state = initial
    }

    func update(_ transform: (inout State) -> Void, reason: String) {
        transform(&state)
        history.append(reason)
        didUpdate()
    }

    func didUpdate() {}
}

struct CounterState {
    var count = 0
    var step = 1
}

final class CounterViewModel: ViewModel<CounterState> {
    var renders = 0

    init() {
        super.init(initial: CounterState())
    }

    func increment() { update({ $0.count += $0.step }, reason: "inc") }
    func setStep(_ s: Int) { update({ $0.step = s }, reason: "step=\(s)") }

    override func didUpdate() {
        renders += 1
        print("render #\(renders): count=\(state.count) step=\(state.step)")
    }
}

let vm = CounterViewModel()
vm.increment()
vm.setStep(5)
vm.increment()
vm.increment()
print(vm.history)

class ListViewModel<Item: CustomStringConvertible>: ViewModel<[Item]> {
    func add(_ item: Item) { update({ $0.append(item) }, reason: "add \(item)") }
    var summary: String { state.map { $0.description }.joined(separator: ", ") }
}

let todos = ListViewModel<String>(initial: ["milk"])
todos.add("eggs")
todos.add("bread")
print(todos.summary)
print(todos.history.count)
let base: ViewModel<[String]> = todos
print(base.state.count, base is ListViewModel<String>)
// expect: render #1: count=1 step=1
// expect: render #2: count=1 step=5
// expect: render #3: count=6 step=5
// expect: render #4: count=11 step=5
// expect: ["inc", "step=5", "inc", "inc"]
// expect: milk, eggs, bread
// expect: 2
// expect: 3 true
