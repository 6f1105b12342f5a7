// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/observableobject (the synthesized objectWillChange publisher emits before any @Published property changes: the sink prints "24 will change", haveBirthday returns 25, then the observing view's body runs)
import SwiftUI
import Combine

class Contact: ObservableObject {
    @Published var name: String
    @Published var age: Int
    private var cancellable: AnyCancellable?

    init(name: String, age: Int) {
        self.name = name
        self.age = age
        cancellable = objectWillChange
            .sink { [weak self] _ in
                print("\(self?.age ?? 0) will change")
            }
    }

    func haveBirthday() -> Int {
        age += 1
        return age
    }
}

struct ContactCard: View {
    @StateObject private var john = Contact(name: "John Appleseed", age: 24)

    var body: some View {
        let _ = print("body: \(john.name) is \(john.age)")
        VStack {
            Text(john.name)
            Button("Birthday") { print(john.haveBirthday()) }
        }
    }
}

:mount ContactCard()
:tap "Birthday"
// expect: body: John Appleseed is 24
// expect: 24 will change
// expect: 25
// expect: body: John Appleseed is 25
