// SwiftUI from Apple's documentation: an @EnvironmentObject invalidates its view even when body reads none of its properties
// Apple, EnvironmentObject (https://developer.apple.com/documentation/swiftui/environmentobject): "An environment object
// invalidates the current view whenever the observable object that conforms to ObservableObject changes." Unlike
// @Observable tracking, the dependency is the whole object: the declaring view updates on any change.
import SwiftUI

final class Account: ObservableObject {
    @Published var balance = 10
}

struct Footer: View {
    @EnvironmentObject var account: Account
    var body: some View {
        let _ = print("Footer body")
        Text("Footer")
    }
}

struct Controls: View {
    @EnvironmentObject var account: Account
    var body: some View {
        Button("Spend") { account.balance -= 1 }
    }
}

struct Bank: View {
    @StateObject private var account = Account()
    var body: some View {
        VStack {
            Controls()
            Footer()
        }
        .environmentObject(account)
    }
}

:mount Bank()
:tap "Spend"
// expect: Footer body
// expect: Footer body
