// Tutorial style (pushed settings page): a NavigationStack root reads an @AppStorage Int that a pushed detail page changes; the hidden root still re-runs, and :back returns to it with the new value (rules §15.14, §14.3, §15.12, §11.1)
import SwiftUI

struct DetailSettings: View {
    @AppStorage("refreshMinutes") private var minutes = 15
    var body: some View {
        let _ = print("DetailSettings body \(minutes)")
        Form {
            Button("Every 5 minutes") { minutes = 5 }
            Button("Every hour") { minutes = 60 }
        }
        .onAppear { print("detail appear") }
        .onDisappear { print("detail disappear") }
    }
}

struct SyncHome: View {
    @AppStorage("refreshMinutes") private var minutes = 15
    var body: some View {
        let _ = print("SyncHome body \(minutes)")
        NavigationStack {
            List {
                Text("Refresh every \(minutes) min")
                NavigationLink("Sync options") {
                    DetailSettings()
                }
            }
            .navigationTitle("Sync")
        }
    }
}
:mount SyncHome()
// expect: SyncHome body 15
:tap "Sync options"
// expect: DetailSettings body 15
// expect: detail appear
:tap "Every 5 minutes"
// expect: SyncHome body 5
// expect: DetailSettings body 5
:back
// expect: detail disappear
print(UserDefaults.standard.integer(forKey: "refreshMinutes"))
// expect: 5
