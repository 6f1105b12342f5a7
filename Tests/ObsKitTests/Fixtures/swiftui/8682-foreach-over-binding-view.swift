// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (ForEach over a binding to the view model's array, `ForEach($viewModel.chores) { $chore in Toggle(..., isOn: $chore.isDone) }`: each toggle writes its element, and the body's computed `remainingCount` follows)
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

final class ChoresViewModel: ObservableObject {
    @Published var chores = [
        Chore(id: 1, title: "Dishes"),
        Chore(id: 2, title: "Laundry"),
        Chore(id: 3, title: "Vacuum"),
    ]

    var remainingCount: Int {
        chores.filter { !$0.isDone }.count
    }
}

struct ChoresView: View {
    @StateObject private var viewModel = ChoresViewModel()

    var body: some View {
        let _ = print("remaining: \(viewModel.remainingCount)")
        List {
            ForEach($viewModel.chores) { $chore in
                Toggle(chore.title, isOn: $chore.isDone)
            }
        }
    }
}

:mount ChoresView()
:toggle "Laundry"
:toggle "Dishes"
:toggle "Laundry"
// expect: remaining: 3
// expect: remaining: 2
// expect: remaining: 1
// expect: remaining: 2
