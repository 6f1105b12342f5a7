// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (an @ObservedObject is an input of the view: when the parent passes another object, the child shows and subscribes to the new one)
import SwiftUI

final class Account: ObservableObject {
    let owner: String
    @Published var balance: Int
    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }
}

struct AccountCard: View {
    @ObservedObject var account: Account

    var body: some View {
        let _ = print("card: \(account.owner) has \(account.balance)")
        Button("Deposit to \(account.owner)") { account.balance += 10 }
    }
}

struct Bank: View {
    @StateObject private var alice = Account(owner: "Alice", balance: 100)
    @StateObject private var bob = Account(owner: "Bob", balance: 50)
    @State private var showBob = false

    var body: some View {
        VStack {
            Button("Switch") { showBob.toggle() }
            AccountCard(account: showBob ? bob : alice)
        }
    }
}

:mount Bank()
:tap "Switch"
:tap "Deposit to Bob"
// expect: card: Alice has 100
// expect: card: Bob has 50
// expect: card: Bob has 60
