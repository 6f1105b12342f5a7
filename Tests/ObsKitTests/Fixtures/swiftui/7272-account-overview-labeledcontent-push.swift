// Account overview in a Form: a NavigationLink whose label is a LabeledContent showing the username, pushing an
// editor bound to it with @Binding, a Picker over a CaseIterable plan enum (implicit tags), and read-only
// LabeledContent rows, as Settings-style screens are built.
// What SwiftUI does: `NavigationLink { destination } label: { }` builds the destination's struct in the parent's
// body (its init runs), its body only on push (rules §14.3). `:tap "Username"` finds the link by the LabeledContent's
// title (rules §15.3). A keystroke in the pushed editor writes the parent's @State: the parent, which reads it, runs
// and builds a new editor value with a changed binding, so the editor runs too, once (rules §2.5, §2.8, §9.3).
// `:back` pops: the editor's node goes, nothing runs. Choosing a plan runs the parent and builds the editor again
// (init only: the link is not pushed) (rules §2.6, §14.3).
// Sources: rules §2.5, §2.6, §2.8, §9.3, §14.3, §15.3, §15.5; https://developer.apple.com/documentation/swiftui/labeledcontent
// https://developer.apple.com/documentation/swiftui/navigationlink
import SwiftUI

enum AccountPlan: String, CaseIterable, Identifiable {
    case free = "Free"
    case plus = "Plus"
    case pro = "Pro"
    var id: Self { self }
}

struct UsernameEditor: View {
    @Binding var username: String

    init(username: Binding<String>) {
        _username = username
        print("UsernameEditor init")
    }

    var body: some View {
        let _ = print("UsernameEditor body: \(username)")
        Form {
            TextField("Username", text: $username)
                .textInputAutocapitalization(.never)
        }
        .navigationTitle("Username")
    }
}

struct AccountOverview: View {
    @State private var username = "taylor"
    @State private var plan = AccountPlan.free

    var body: some View {
        let _ = print("AccountOverview body: \(username), \(plan.rawValue)")
        NavigationStack {
            Form {
                Section("Account") {
                    NavigationLink {
                        UsernameEditor(username: $username)
                    } label: {
                        LabeledContent("Username", value: username)
                    }
                    Picker("Plan", selection: $plan) {
                        ForEach(AccountPlan.allCases) { plan in
                            Text(plan.rawValue)
                        }
                    }
                }
                Section("About") {
                    LabeledContent("Version", value: "2.4.1")
                    LabeledContent("Build") {
                        Text("311")
                    }
                }
            }
            .navigationTitle("Account")
        }
    }
}

:mount AccountOverview()
// expect: AccountOverview body: taylor, Free
// expect: UsernameEditor init
:tap "Username"
// expect: UsernameEditor body: taylor
:type "s" into "Username"
// expect: AccountOverview body: taylors, Free
// expect: UsernameEditor init
// expect: UsernameEditor body: taylors
:back
:pick "Pro" in "Plan"
// expect: AccountOverview body: taylors, Pro
// expect: UsernameEditor init
