// Apple docs `ObservableObject`, `Published` and `ObservedObject` style: the Contact example's objectWillChange sink, the Weather example's $temperature sink, then MyView owning a DataModel and MySubView observing it with a Toggle.
// Apple `observableobject`: objectWillChange fires before the change, so the sink prints the old age ("24 will
// change"), then haveBirthday() returns 25. Apple `published`: a subscriber of $temperature gets the current value
// at once, then each new value, before the property is stored (rules §6.3, T1). Apple `observedobject`: the
// Toggle writes through $model.isEnabled (rules §9.2); the owner (@StateObject) and the observer (@ObservedObject)
// both run, whatever each read (rules §6.5), parent first (rules §2.8). MySubView's value is equal (same object,
// rules §2.5), so it runs once.
import SwiftUI
import Combine

class Contact: ObservableObject {
    @Published var name: String
    @Published var age: Int

    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }

    func haveBirthday() -> Int {
        age += 1
        return age
    }
}

let john = Contact(name: "John Appleseed", age: 24)
let ageCancellable = john.objectWillChange
    .sink { _ in
        print("\(john.age) will change")
    }
print(john.haveBirthday())
// expect: 24 will change
// expect: 25

class Weather {
    @Published var temperature: Double
    init(temperature: Double) {
        self.temperature = temperature
    }
}

let weather = Weather(temperature: 20)
let weatherCancellable = weather.$temperature
    .sink { print("Temperature now: \($0), stored \(weather.temperature)") }
weather.temperature = 25
// expect: Temperature now: 20.0, stored 20.0
// expect: Temperature now: 25.0, stored 20.0

class DataModel: ObservableObject {
    @Published var name = "Some Name"
    @Published var isEnabled = false
}

struct MySubView: View {
    @ObservedObject var model: DataModel

    var body: some View {
        let _ = print("MySubView body, enabled \(model.isEnabled)")
        Toggle("Enabled", isOn: $model.isEnabled)
    }
}

struct MyView: View {
    @StateObject private var model = DataModel()

    var body: some View {
        let _ = print("MyView body, \(model.name)")
        VStack {
            Text(model.name)
            MySubView(model: model)
        }
    }
}

:mount MyView()
// expect: MyView body, Some Name
// expect: MySubView body, enabled false
:toggle "Enabled"
// expect: MyView body, Some Name
// expect: MySubView body, enabled true
:toggle "Enabled"
// expect: MyView body, Some Name
// expect: MySubView body, enabled false
