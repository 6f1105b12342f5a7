// Check error: @Bindable on an ObservableObject class instead of an @Observable one
import SwiftUI

class Account: ObservableObject {
    @Published var email = ""
}

struct AccountForm: View {
    @Bindable var account: Account

    var body: some View {
        Form {
            TextField("Email", text: $account.email)
        }
    }
}

:mount AccountForm(account: Account())
// expect-error: 'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable
