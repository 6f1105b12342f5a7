// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dismissaction (dismiss() in a view pushed on a NavigationStack pops it: its onAppear runs before it appears on each push, its onDisappear after it is popped by dismiss or by back)
import SwiftUI

struct DrinkDetail: View {
    @Environment(\.dismiss) private var dismiss
    let name: String

    var body: some View {
        Button("Close \(name)") { dismiss() }
            .onAppear { print("\(name) appeared") }
            .onDisappear { print("\(name) disappeared") }
    }
}

struct DrinksView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Tea", value: "Tea")
                NavigationLink("Coffee", value: "Coffee")
            }
            .navigationDestination(for: String.self) { name in
                DrinkDetail(name: name)
            }
        }
    }
}

:mount DrinksView()
:tap "Tea"
:tap "Close Tea"
:tap "Coffee"
:back
:tap "Tea"
:tap "Close Tea"
// expect: Tea appeared
// expect: Tea disappeared
// expect: Coffee appeared
// expect: Coffee disappeared
// expect: Tea appeared
// expect: Tea disappeared
