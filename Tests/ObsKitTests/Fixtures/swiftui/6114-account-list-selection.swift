// A single-selection List (List(_:selection:rowContent:) with an optional id), the navigation title
// following the choice.
// Expected: tapping a row sets the selection to its id (rules §15.7); onChange prints it.
import SwiftUI

struct Account: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct AccountPicker: View {
    let accounts = [
        Account(id: 1, name: "Personal"),
        Account(id: 2, name: "Work"),
        Account(id: 3, name: "Family"),
    ]
    @State private var selectedID: Account.ID?

    private var selectedName: String {
        accounts.first { $0.id == selectedID }?.name ?? "Choose"
    }

    var body: some View {
        NavigationStack {
            List(accounts, selection: $selectedID) { account in
                Text(account.name)
            }
            .navigationTitle(selectedName)
        }
        .onChange(of: selectedID) { _, newValue in
            print("selected:", newValue.map(String.init) ?? "none")
        }
    }
}

:mount AccountPicker()
:tap "Work"
:tap "Family"

// expect: selected: 2
// expect: selected: 3
