// SwiftUI from Apple's documentation: objectWillChange emits before the @Published value changes (Apple's Contact example)
// Apple, ObservableObject (https://developer.apple.com/documentation/combine/observableobject): the sink prints
// "\(john.age) will change" and then haveBirthday() returns the new age: 'Prints "24 will change"', 'Prints "25"'.
// Here the birthday is triggered from a button action.
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

struct ContactView: View {
    @StateObject private var john = Contact(name: "John Appleseed", age: 24)
    @State private var cancellable: AnyCancellable?
    var body: some View {
        Button("Birthday") { print(john.haveBirthday()) }
            .onAppear {
                cancellable = john.objectWillChange.sink { _ in print("\(john.age) will change") }
            }
    }
}

:mount ContactView()
:tap "Birthday"
// expect: 24 will change
// expect: 25
