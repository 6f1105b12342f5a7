// Swift book style: property wrapper using the enclosing-instance static subscript
protocol ChangeTracking: AnyObject {
    var changeLog: [String] { get set }
}

@propertyWrapper
struct Tracked<Value> {
    private var stored: Value
    let key: String
    init(wrappedValue: Value, _ key: String) {
        self.stored = wrappedValue
        self.key = key
    }
    @available(*, unavailable, message: "only usable in classes")
    var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }
    static subscript<Owner: ChangeTracking>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Tracked<Value>>
    ) -> Value {
        get { owner[keyPath: storageKeyPath].stored }
        set {
            let key = owner[keyPath: storageKeyPath].key
            owner.changeLog.append("\(key): \(owner[keyPath: storageKeyPath].stored) -> \(newValue)")
            owner[keyPath: storageKeyPath].stored = newValue
        }
    }
}

final class Document: ChangeTracking {
    var changeLog: [String] = []
    @Tracked("title") var title: String = "Untitled"
    @Tracked("pages") var pages: Int = 1
}

let doc = Document()
print(doc.title, doc.pages)
doc.title = "Closures"
doc.pages += 4
doc.pages *= 2
doc.title = doc.title + " & Wrappers"
print(doc.title, doc.pages)
for entry in doc.changeLog { print(entry) }
print(doc.changeLog.count)
// expect: Untitled 1
// expect: Closures & Wrappers 10
// expect: title: Untitled -> Closures
// expect: pages: 1 -> 5
// expect: pages: 5 -> 10
// expect: title: Closures -> Closures & Wrappers
// expect: 4
