// Stack Overflow style (ViewThatFits picks the first that fits): two short buttons fit side by side on an iPhone, so the horizontal candidate is shown and only it appears (rules §15.20, §11.1)
import SwiftUI

struct ActionBar: View {
    @State private var saved = 0

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Button("Save") { saved += 1; print("saved in row") }
                Button("Share") { print("share in row") }
            }
            .onAppear { print("row layout") }

            VStack {
                Button("Save") { saved += 1; print("saved in column") }
                Button("Share") { print("share in column") }
            }
            .onAppear { print("column layout") }
        }
    }
}

struct ContentView: View {
    var body: some View {
        ActionBar()
            .padding()
    }
}
:mount ContentView()
// expect: row layout
:tap "Save"
// expect: saved in row
:tap "Share"
// expect: share in row
