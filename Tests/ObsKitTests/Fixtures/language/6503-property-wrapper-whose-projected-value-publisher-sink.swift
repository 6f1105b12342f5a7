// Combine style (@Published-like wrapper): a property wrapper whose projected value is a publisher, with sink, AnyCancellable stored in a set, removeDuplicates and a derived value
final class AnyCancellable: Hashable {
    private let cancelAction: () -> Void
    init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    func cancel() { cancelAction() }
    func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

final class ValuePublisher<Output> {
    private var subscribers: [(id: Int, receive: (Output) -> Void)] = []
    private var next = 0
    fileprivate(set) var current: Output
    init(_ value: Output) { current = value }

    func sink(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        let id = next
        next += 1
        subscribers.append((id, receive))
        receive(current)
        return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }
    fileprivate func send(_ value: Output) {
        current = value
        subscribers.forEach { $0.receive(value) }
    }
}

extension ValuePublisher where Output: Equatable {
    func removeDuplicates() -> ValuePublisher<Output> {
        let out = ValuePublisher(current)
        _ = sink { v in if v != out.current { out.send(v) } }
        return out
    }
}

@propertyWrapper struct Published<Value> {
    private let publisher: ValuePublisher<Value>
    init(wrappedValue: Value) { publisher = ValuePublisher(wrappedValue) }
    var wrappedValue: Value {
        get { publisher.current }
        nonmutating set { publisher.send(newValue) }
    }
    var projectedValue: ValuePublisher<Value> { publisher }
}

final class SearchModel {
    @Published var query = ""
    @Published var results: [String] = []
    private let catalog = ["swift", "swiftui", "rust", "ruby", "scala"]
    private var bag = Set<AnyCancellable>()

    init() {
        $query.removeDuplicates().sink { [weak self] q in
            guard let self else { return }
            self.results = q.isEmpty ? [] : self.catalog.filter { $0.hasPrefix(q) }
        }.store(in: &bag)
    }
}

let model = SearchModel()
var renders: [String] = []
let token = model.$results.sink { renders.append("\($0.count)") }
for q in ["s", "sw", "sw", "r", "ru", ""] { model.query = q }
print(renders)
print(model.results, model.query.isEmpty)
token.cancel()
model.query = "sc"
print(renders.count, model.results)

// expect: ["0", "3", "2", "2", "2", "0"]
// expect: [] true
// expect: 6 ["scala"]
