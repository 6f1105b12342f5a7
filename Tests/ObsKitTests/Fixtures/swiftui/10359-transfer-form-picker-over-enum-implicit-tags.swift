// forms and editing style: a transfer form with a Picker over an enum (implicit tags), a number TextField committed on Return, validation shown in a Section footer and disabling the button, and onChange(of: account) clamping the amount to the new balance (rules §15.5, §15.10, §11.1)
import SwiftUI

enum Account: String, CaseIterable, Identifiable {
    case checking = "Checking"
    case savings = "Savings"
    var id: Self { self }
}

struct TransferForm: View {
    @State private var from = Account.checking
    @State private var amount = 0.0

    private var balance: Double { from == .checking ? 120 : 50 }
    private var isValid: Bool { amount > 0 && amount <= balance }

    var body: some View {
        let _ = print("TransferForm body: \(from.rawValue) \(amount) valid=\(isValid)")
        Form {
            Section {
                Picker("From", selection: $from) {
                    ForEach(Account.allCases) { account in
                        Text(account.rawValue)
                    }
                }
            }
            Section {
                TextField("Amount", value: $amount, format: .number)
            } footer: {
                Text(isValid ? "OK" : "Enter up to \(Int(balance))")
            }
            Button("Transfer") { print("sent \(amount) from \(from.rawValue)") }
                .disabled(!isValid)
        }
        .onChange(of: from) { _, _ in
            if amount > balance {
                amount = balance
                print("clamped to \(balance)")
            }
        }
    }
}

:mount TransferForm()
// expect: TransferForm body: Checking 0.0 valid=false
:type "80" into "Amount"
:submit "Amount"
// expect: TransferForm body: Checking 80.0 valid=true
:tap "Transfer"
// expect: sent 80.0 from Checking
:pick "Savings" in "From"
// expect: TransferForm body: Savings 80.0 valid=false
// expect: clamped to 50.0
// expect: TransferForm body: Savings 50.0 valid=true
:tap "Transfer"
// expect: sent 50.0 from Savings
