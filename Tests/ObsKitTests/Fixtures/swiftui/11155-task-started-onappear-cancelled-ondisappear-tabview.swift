// Hacking with Swift style (a Task started in onAppear, cancelled in onDisappear, in a TabView): leaving the tab runs onDisappear, which cancels the sleeping task; the hidden tab keeps its state and schedules again when shown (rules §11.1, §14.4, §15.8)
import SwiftUI

struct ReminderView: View {
    @State private var reminderTask: Task<Void, Never>?
    @State private var message = "Waiting"

    var body: some View {
        let _ = print("reminder body: \(message)")
        Text(message)
            .onAppear {
                print("scheduling reminder")
                reminderTask = Task {
                    do {
                        try await Task.sleep(for: .seconds(5))
                        message = "Stretch!"
                        print("reminder fired")
                    } catch {
                        print("reminder cancelled")
                    }
                }
            }
            .onDisappear {
                reminderTask?.cancel()
                print("reminder view gone")
            }
    }
}

struct SettingsView: View {
    var body: some View {
        Text("Settings")
            .onAppear { print("settings appeared") }
    }
}

struct ContentView: View {
    var body: some View {
        TabView {
            ReminderView()
                .tabItem { Label("Reminder", systemImage: "bell") }
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}
:mount ContentView()
// expect: reminder body: Waiting
// expect: scheduling reminder
:advance 3s
:tab "Settings"
// expect: reminder view gone
// expect: settings appeared
// expect: reminder cancelled
:advance 5s
:tab "Reminder"
// expect: scheduling reminder
:advance 5s
// expect: reminder fired
// expect: reminder body: Stretch!
