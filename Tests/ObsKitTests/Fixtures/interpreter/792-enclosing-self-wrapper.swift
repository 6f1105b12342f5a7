// A property wrapper that reaches the instance holding it through
// `static subscript(_enclosingInstance:wrapped:storage:)`: it counts reads in its storage and logs writes.
// Expected output from swiftc 6.3.1 on Linux.
@propertyWrapper
struct Audited<Value> {
    private var stored: Value
    var reads = 0
    init(wrappedValue: Value) { stored = wrappedValue }
    @available(*, unavailable) var wrappedValue: Value { get { fatalError() } set { fatalError() } }
    static subscript<Owner: AnyObject>(_enclosingInstance owner: Owner,
                                       wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
                                       storage storageKeyPath: ReferenceWritableKeyPath<Owner, Audited<Value>>) -> Value {
        get {
            owner[keyPath: storageKeyPath].reads += 1
            return owner[keyPath: storageKeyPath].stored
        }
        set {
            print("audit: \(newValue)")
            owner[keyPath: storageKeyPath].stored = newValue
        }
    }
}
final class Account {
    @Audited var balance = 100
    var readCount: Int { _balance.reads }
}
let account = Account()
account.balance -= 30
print(account.balance, account.balance, account.readCount)

// expect: audit: 70
// expect: 70 70 3
