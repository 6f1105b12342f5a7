// objc.io style (dynamic member lookup on references): a @dynamicMemberLookup observable class box forwarding ReferenceWritableKeyPath-style writes to a struct
struct Form {
    var email: String = ""
    var age: Int = 0
    var agreed = false
}

@dynamicMemberLookup
final class Observable<Model> {
    private(set) var model: Model
    private var observers: [(String, Model) -> Void] = []

    init(_ model: Model) { self.model = model }

    func observe(_ handler: @escaping (String, Model) -> Void) {
        observers.append(handler)
    }

    subscript<T>(dynamicMember path: WritableKeyPath<Model, T>) -> T {
        get { model[keyPath: path] }
        set {
            model[keyPath: path] = newValue
            for o in observers { o("\(newValue)", model) }
        }
    }
}

let form = Observable(Form())
var events: [String] = []
form.observe { value, model in events.append("set \(value)") }
form.observe { _, model in
    if model.agreed && !model.email.isEmpty { print("form complete for \(model.email), age \(model.age)") }
}

form.email = "a@b.c"
form.age = 30
form.age += 1
form.agreed = true
form.email.append("om")
print(events)
print(form.model.email, form.model.age, form.model.agreed)

let sameForm = form
sameForm.age = 18
print(form.age, form === sameForm)

var snapshot = form.model
snapshot.age = 99
print(form.age, snapshot.age, events.count)

// expect: form complete for a@b.c, age 31
// expect: form complete for a@b.com, age 31
// expect: ["set a@b.c", "set 30", "set 31", "set true", "set a@b.com"]
// expect: a@b.com 31 true
// expect: form complete for a@b.com, age 18
// expect: 18 true
// expect: 18 99 6
