// Apple, "alert(_:isPresented:presenting:actions:message:)" (confirm deleting the account the user chose); rules §13.2, §8.7, §3.5: the presented data is passed as a value, so setting it re-runs the body
import SwiftUI

struct Account: Identifiable {
    let id: Int
    let name: String
}

struct AccountsView: View {
    @State private var accounts = [Account(id: 1, name: "Checking"), Account(id: 2, name: "Savings")]
    @State private var pendingDeletion: Account?
    @State private var showingDeleteAlert = false

    var body: some View {
        let _ = print("AccountsView body: \(accounts.count) accounts, pending \(pendingDeletion?.name ?? "none")")
        List {
            ForEach(accounts) { account in
                Button(account.name) {
                    pendingDeletion = account
                    showingDeleteAlert = true
                }
            }
        }
        .alert("Delete account?", isPresented: $showingDeleteAlert, presenting: pendingDeletion) { account in
            Button("Delete \(account.name)", role: .destructive) {
                accounts.removeAll { $0.id == account.id }
                print("deleted \(account.name)")
            }
            Button("Keep", role: .cancel) {
                print("kept \(account.name)")
            }
        } message: { account in
            Text("\(account.name) will be removed.")
        }
    }
}

:mount AccountsView()
:tap "Checking"
:tap "Keep"
:tap "Savings"
:tap "Delete Savings"

// expect: AccountsView body: 2 accounts, pending none
// expect: AccountsView body: 2 accounts, pending Checking
// expect: kept Checking
// expect: AccountsView body: 2 accounts, pending Savings
// expect: deleted Savings
// expect: AccountsView body: 1 accounts, pending Savings
