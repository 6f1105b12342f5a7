// Follows Apple's `ObservableObject` page: its `Contact` with @Published `name` and `age`, `haveBirthday()`, and a
// sink on `objectWillChange` that prints "\(john.age) will change" ("Prints "24 will change"", then "25"); then
// the same contact shown in a card.
// - "By default an ObservableObject synthesizes an objectWillChange publisher that emits the changed value before
//   any of its @Published properties changes": the sink runs inside `age += 1`, before the store, so it reads the
//   old age (Apple `observableobject`; rules §6.1, §6.3).
// - The subscription lives while `cancellable` holds it, so later birthdays print it too; the card observes the
//   same object and runs in the update after the action (rules §5.1, §10.1).
import SwiftUI
import Combine

final class Contact: ObservableObject {
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
var cancellable: AnyCancellable? = john.objectWillChange
    .sink { _ in
        print("\(john.age) will change")
    }
print(john.haveBirthday())

struct ContactCard: View {
    @ObservedObject var contact: Contact

    var body: some View {
        let _ = print("card: \(contact.name), \(contact.age)")
        VStack {
            Text(contact.name)
            Button("Birthday") { print("returned \(contact.haveBirthday())") }
        }
    }
}

:mount ContactCard(contact: john)
// expect: 24 will change
// expect: 25
// expect: card: John Appleseed, 25
:tap "Birthday"
// expect: 25 will change
// expect: returned 26
// expect: card: John Appleseed, 26
