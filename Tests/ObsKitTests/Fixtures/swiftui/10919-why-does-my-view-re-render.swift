// Stack Overflow style (why does my view re-render when the sheet opens?): a presenter that shows its flag in a Text re-runs on present and on dismiss; one that only passes $flag does not (rules §8.7, §3.5, §12.1, §12.2)
import SwiftUI

struct InfoSheet: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Info")
    }
}

struct FlagReader: View {
    @State private var showInfo = false
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(showInfo ? "info open" : "info closed")
            Button("Info A") { showInfo = true }
        }
        .sheet(isPresented: $showInfo) { InfoSheet() }
    }
}

struct FlagPasser: View {
    @State private var showInfo = false
    var body: some View {
        let _ = Self._printChanges()
        Button("Info B") { showInfo = true }
            .sheet(isPresented: $showInfo) { InfoSheet() }
    }
}

struct RootView: View {
    var body: some View {
        VStack {
            FlagReader()
            FlagPasser()
        }
    }
}
:mount RootView()
// expect: FlagReader: @self, @identity, _showInfo changed.
// expect: FlagPasser: @self, @identity, _showInfo changed.
:tap "Info A"
// expect: FlagReader: _showInfo changed.
// expect: InfoSheet: @self changed.
:dismiss
// expect: FlagReader: _showInfo changed.
:tap "Info B"
// expect: InfoSheet: @self changed.
:dismiss
