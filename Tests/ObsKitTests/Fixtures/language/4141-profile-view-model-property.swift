// App code style: profile view model with property observers, bindings and derived state
final class Observable<Value> {
    private var observers: [(id: Int, fn: (Value, Value) -> Void)] = []
    private var nextID = 0
    var value: Value {
        didSet { observers.forEach { $0.fn(oldValue, value) } }
    }
    init(_ v: Value) { value = v }

    @discardableResult
    func bind(fire: Bool = false, _ fn: @escaping (Value, Value) -> Void) -> Int {
        nextID += 1
        observers.append((nextID, fn))
        if fire { fn(value, value) }
        return nextID
    }
    func unbind(_ id: Int) { observers.removeAll { $0.id == id } }

    func map<U>(_ transform: @escaping (Value) -> U) -> Observable<U> {
        let derived = Observable<U>(transform(value))
        bind { [weak derived] _, new in derived?.value = transform(new) }
        return derived
    }
}

struct Profile: Equatable {
    var firstName: String
    var lastName: String
    var age: Int
    var email: String
}

final class ProfileViewModel {
    let profile: Observable<Profile>
    let displayName: Observable<String>
    private(set) var isDirty = false
    private(set) var saveCount = 0
    private let original: Profile
    var ageText: String {
        get { String(profile.value.age) }
        set { if let n = Int(newValue), n > 0 { profile.value.age = n } }
    }
    var canSave: Bool { isDirty && profile.value.email.contains("@") }

    init(_ p: Profile) {
        original = p
        profile = Observable(p)
        displayName = profile.map { "\($0.firstName) \($0.lastName.prefix(1))." }
        profile.bind { [unowned self] _, new in self.isDirty = new != self.original }
    }

    func save() -> Bool {
        guard canSave else { return false }
        saveCount += 1
        isDirty = false
        return true
    }
}

let vm = ProfileViewModel(Profile(firstName: "Jane", lastName: "Doe", age: 31, email: "jane@example.com"))
var labelUpdates: [String] = []
let token = vm.displayName.bind(fire: true) { old, new in labelUpdates.append(old == new ? "init \(new)" : "\(old) -> \(new)") }
print(vm.displayName.value, vm.isDirty, vm.canSave)
vm.profile.value.lastName = "Smith"
print(vm.displayName.value, vm.isDirty)
vm.ageText = "abc"
vm.ageText = "-4"
vm.ageText = "32"
print("age", vm.profile.value.age, vm.ageText)
vm.profile.value.email = "broken"
print("canSave", vm.canSave, "save ->", vm.save())
vm.profile.value.email = "jane@smith.dev"
print("canSave", vm.canSave, "save ->", vm.save(), "dirty", vm.isDirty, "saves", vm.saveCount)
vm.displayName.unbind(token)
vm.profile.value.firstName = "Janet"
print(vm.displayName.value)
print(labelUpdates)
var counter = 0
let o = Observable(0)
o.bind { old, new in counter += new - old }
for i in 1...5 { o.value = i * i }
print("counter", counter, o.map { $0 * 2 }.value)
// expect: Jane D. false false
// expect: Jane S. true
// expect: age 32 32
// expect: canSave false save -> false
// expect: canSave true save -> true dirty false saves 1
// expect: Janet S.
// expect: ["init Jane D.", "Jane D. -> Jane S.", "init Jane S.", "init Jane S.", "init Jane S."]
// expect: counter 25 50
