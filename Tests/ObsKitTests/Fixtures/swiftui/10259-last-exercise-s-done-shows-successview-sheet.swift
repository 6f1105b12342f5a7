// Kodeco SwiftUI Apprentice style (HIITFit): the last exercise's "Done" shows a SuccessView sheet (`@State showSuccess`), whose "Continue" calls `dismiss()` from `@Environment(\.dismiss)` and writes `selectedTab = 9` through its @Binding; the sheet's flag is not read by the exercise view (rules §8.7); Continue's two writes are one update (§10.1, §15.12): the root, which reads selectedTab, switches branches, so the exercise view goes (its onDisappear) and the welcome text appears (§1.1, §11.1)
import SwiftUI

struct SuccessView: View {
    @Binding var selectedTab: Int
    @Environment(\.dismiss) var dismiss

    var body: some View {
        let _ = print("SuccessView body")
        VStack {
            Image(systemName: "hand.raised.fill")
            Text("High Five!")
            Button("Continue") {
                dismiss()
                selectedTab = 9
            }
        }
        .onAppear { print("SuccessView appear") }
    }
}

struct ExerciseView: View {
    @Binding var selectedTab: Int
    @State private var showSuccess = false
    let name: String

    var body: some View {
        let _ = print("ExerciseView body: \(name)")
        VStack {
            Text(name)
            Button("Done") { showSuccess.toggle() }
        }
        .sheet(isPresented: $showSuccess) {
            SuccessView(selectedTab: $selectedTab)
        }
        .onDisappear { print("ExerciseView disappear") }
    }
}

struct ContentView: View {
    @State private var selectedTab = 3

    var body: some View {
        let _ = print("ContentView body: tab \(selectedTab)")
        if selectedTab == 9 {
            Text("Welcome back")
                .onAppear { print("welcome appear") }
        } else {
            ExerciseView(selectedTab: $selectedTab, name: "Burpee")
        }
    }
}

:mount ContentView()
// expect: ContentView body: tab 3
// expect: ExerciseView body: Burpee
:tap "Done"
// expect: SuccessView body
// expect: SuccessView appear
:tap "Continue"
// expect: ContentView body: tab 9
// expect: ExerciseView disappear
// expect: welcome appear
