// swift-dependencies style (dependency values): DependencyKey types with live and test values, a DependencyValues store with a generic key subscript, and a @Dependency wrapper
protocol DependencyKey {
    associatedtype Value
    static var liveValue: Value { get }
    static var testValue: Value { get }
}

extension DependencyKey {
    static var testValue: Value { liveValue }
}

struct DependencyValues {
    enum Context { case live, test }
    var context: Context = .live
    private var overrides: [ObjectIdentifier: Any] = [:]

    subscript<K: DependencyKey>(key: K.Type) -> K.Value {
        get {
            if let v = overrides[ObjectIdentifier(key)] as? K.Value { return v }
            return context == .live ? K.liveValue : K.testValue
        }
        set { overrides[ObjectIdentifier(key)] = newValue }
    }

    static var current = DependencyValues()
}

func withDependencies<R>(_ update: (inout DependencyValues) -> Void, operation: () -> R) -> R {
    let saved = DependencyValues.current
    update(&DependencyValues.current)
    defer { DependencyValues.current = saved }
    return operation()
}

@propertyWrapper struct Dependency<Value> {
    let keyPath: KeyPath<DependencyValues, Value>
    init(_ keyPath: KeyPath<DependencyValues, Value>) { self.keyPath = keyPath }
    var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}

struct UUIDGenerator { let next: () -> String }
enum UUIDKey: DependencyKey {
    static var liveValue: UUIDGenerator { UUIDGenerator { "live-id" } }
    static var testValue: UUIDGenerator {
        var n = 0
        return UUIDGenerator { n += 1; return "test-\(n)" }
    }
}
enum GreetingKey: DependencyKey { static let liveValue = "Hello" }

extension DependencyValues {
    var uuid: UUIDGenerator { get { self[UUIDKey.self] } set { self[UUIDKey.self] = newValue } }
    var greeting: String { get { self[GreetingKey.self] } set { self[GreetingKey.self] = newValue } }
}

struct NoteModel {
    @Dependency(\.uuid) var uuid
    @Dependency(\.greeting) var greeting
    func makeNote(_ text: String) -> String { "\(uuid.next()): \(greeting), \(text)" }
}

let model = NoteModel()
print(model.makeNote("live run"))
let testNotes = withDependencies { $0.context = .test } operation: { () -> [String] in
    let gen = DependencyValues.current.uuid
    return [model.makeNote("a"), gen.next(), gen.next()]
}
print(testNotes)
let overridden = withDependencies {
    $0.greeting = "Hola"
    $0.uuid = UUIDGenerator { "fixed" }
} operation: { model.makeNote("override") }
print(overridden)
print(model.makeNote("after"), DependencyValues.current.context)

// expect: live-id: Hello, live run
// expect: ["test-1: Hello, a", "test-1", "test-2"]
// expect: fixed: Hola, override
// expect: live-id: Hello, after live
