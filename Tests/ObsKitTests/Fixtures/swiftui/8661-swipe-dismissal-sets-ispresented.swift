// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) (a swipe dismissal sets the isPresented binding back to false; the sheet's content is removed with it, so its @State starts over when the sheet is presented again, as state's life cycle mirrors the view's)
import SwiftUI

struct TallySheet: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Tap") { taps += 1 }
            Button("Report") { print("taps: \(taps)") }
        }
    }
}

struct ContentView: View {
    @State private var showTally = false

    var body: some View {
        VStack {
            Button("Open Tally") { showTally = true }
            Button("Status") { print("showTally is \(showTally)") }
        }
        .sheet(isPresented: $showTally) {
            TallySheet()
        }
    }
}

:mount ContentView()
:tap "Open Tally"
:tap "Tap"
:tap "Tap"
:tap "Report"
:dismiss
:tap "Status"
:tap "Open Tally"
:tap "Report"
// expect: taps: 2
// expect: showTally is false
// expect: taps: 0
