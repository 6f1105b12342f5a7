// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:) (the initial value is an autoclosure that SwiftUI runs only the first time it initializes a particular instance of the view: the child's init runs on every parent render, the model's init once)
import SwiftUI

final class ProfileLoader: ObservableObject {
    @Published var name = "guest"
    init() { print("ProfileLoader init") }
}

struct ProfileCard: View {
    @StateObject private var loader = ProfileLoader()
    let title: String

    init(title: String) {
        self.title = title
        print("ProfileCard init: \(title)")
    }

    var body: some View {
        Text("\(title): \(loader.name)")
    }
}

struct ProfileScreen: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Button("Refresh") { refreshes += 1 }
            ProfileCard(title: "Card \(refreshes)")
        }
    }
}

:mount ProfileScreen()
:tap "Refresh"
:tap "Refresh"
// expect: ProfileCard init: Card 0
// expect: ProfileLoader init
// expect: ProfileCard init: Card 1
// expect: ProfileCard init: Card 2
