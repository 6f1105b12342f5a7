// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (a view holding a @StateObject is invalidated whenever the object's objectWillChange fires, even if its body never reads the changed property; the subview with @ObservedObject re-renders too)
import SwiftUI
import Combine

final class Tally: ObservableObject {
    @Published var count = 0
}

struct TallyRow: View {
    @ObservedObject var tally: Tally

    var body: some View {
        let _ = print("row body: \(tally.count)")
        Button("Add") { tally.count += 1 }
    }
}

struct TallyScreen: View {
    @StateObject private var tally = Tally()

    var body: some View {
        let _ = print("screen body")
        VStack {
            Text("Totals")
            TallyRow(tally: tally)
        }
    }
}

:mount TallyScreen()
:tap "Add"
// expect: screen body
// expect: row body: 0
// expect: screen body
// expect: row body: 1
