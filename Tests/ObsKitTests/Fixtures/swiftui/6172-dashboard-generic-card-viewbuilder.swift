// A generic container `struct Card<Content: View>: View` with a `@ViewBuilder` init parameter, a
// `@ViewBuilder` computed property with if/else, and a `@ViewBuilder` function taking an argument
// (community-tutorial style building blocks).
// Expected: content passed into a generic container is part of the screen and its buttons work; the
// if/else in the builder property shows one branch at a time.
import SwiftUI

struct Card<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct Dashboard: View {
    @State private var steps = 4200
    @State private var showDetails = false

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                Card("Activity") {
                    Text("\(steps) steps")
                    Button("Add 1000") { steps += 1000 }
                }
                Card("Details") {
                    details
                }
                status(for: steps)
            }
            .padding()
        }
        .onChange(of: steps) { _, total in print("steps:", total) }
    }

    @ViewBuilder
    private var details: some View {
        if showDetails {
            Text("Goal: 10000 steps")
            Button("Hide details") {
                showDetails = false
                print("details hidden")
            }
        } else {
            Button("Show details") {
                showDetails = true
                print("details shown")
            }
        }
    }

    @ViewBuilder
    private func status(for steps: Int) -> some View {
        if steps >= 6000 {
            Label("On track", systemImage: "checkmark.circle")
        } else {
            Text("Keep going")
        }
    }
}

:mount Dashboard()
:tap "Add 1000"
:tap "Add 1000"
:tap "Show details"
:tap "Hide details"

// expect: steps: 5200
// expect: steps: 6200
// expect: details shown
// expect: details hidden
