// Compiler test style: class-box type erasure (abstract base box + generic subclass) forwarding to a protocol with associated type
protocol Reducer {
    associatedtype Input
    associatedtype State
    func reduce(_ s: State, _ i: Input) -> State
}

class _AnyReducerBase<Input, State> {
    func reduce(_ s: State, _ i: Input) -> State { s }
    var name: String { "base" }
}
final class _AnyReducerBox<R: Reducer>: _AnyReducerBase<R.Input, R.State> {
    let r: R
    init(_ r: R) { self.r = r }
    override func reduce(_ s: R.State, _ i: R.Input) -> R.State { r.reduce(s, i) }
    override var name: String { "box(\(R.self))" }
}
struct AnyReducer<Input, State>: Reducer {
    private let box: _AnyReducerBase<Input, State>
    init<R: Reducer>(_ r: R) where R.Input == Input, R.State == State { box = _AnyReducerBox(r) }
    func reduce(_ s: State, _ i: Input) -> State { box.reduce(s, i) }
    var name: String { box.name }
}

struct Summer: Reducer { func reduce(_ s: Int, _ i: Int) -> Int { s + i } }
struct MaxKeeper: Reducer { func reduce(_ s: Int, _ i: Int) -> Int { max(s, i) } }
struct Counter<T>: Reducer { func reduce(_ s: Int, _ i: T) -> Int { s + 1 } }

func run<R: Reducer>(_ r: R, _ start: R.State, _ inputs: [R.Input]) -> R.State {
    inputs.reduce(start, r.reduce)
}

let reducers: [AnyReducer<Int, Int>] = [AnyReducer(Summer()), AnyReducer(MaxKeeper()), AnyReducer(Counter<Int>())]
for r in reducers {
    print(r.name, run(r, 0, [3, 8, 2]))
}
let nested = AnyReducer(reducers[0])
print(nested.name, run(nested, 100, [1]))
print(type(of: nested))
// expect: box(Summer) 13
// expect: box(MaxKeeper) 8
// expect: box(Counter<Int>) 3
// expect: box(AnyReducer<Int, Int>) 101
// expect: AnyReducer<Int, Int>
