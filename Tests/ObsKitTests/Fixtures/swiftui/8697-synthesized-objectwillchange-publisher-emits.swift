// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/observableobject (the synthesized objectWillChange publisher emits before a @Published property changes: a subscriber in the birthday example sees the old age, then the method returns the new one)
import SwiftUI
import Combine

final class ContactViewModel: ObservableObject {
    @Published var name: String
    @Published var age: Int
    private var cancellable: AnyCancellable?

    init(name: String, age: Int) {
        self.name = name
        self.age = age
        cancellable = objectWillChange.sink { [unowned self] _ in
            print("\(self.age) will change")
        }
    }

    func haveBirthday() -> Int {
        age += 1
        return age
    }
}

struct ContactCard: View {
    @StateObject private var viewModel = ContactViewModel(name: "John Appleseed", age: 24)

    var body: some View {
        VStack {
            Text("\(viewModel.name), \(viewModel.age)")
            Button("Birthday") { print(viewModel.haveBirthday()) }
        }
    }
}

:mount ContactCard()
:tap "Birthday"
:tap "Birthday"
// expect: 24 will change
// expect: 25
// expect: 25 will change
// expect: 26
