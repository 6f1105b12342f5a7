// `ViewThatFits(in: .horizontal)` choosing between a wide HStack of long-titled buttons and a compact
// VStack of short ones (the WWDC22 "Compose custom layouts with SwiftUI" idea, own code). The buttons
// run closures handed down by the parent.
// Expected: on an iPhone in portrait (393 pt wide, rules §15.17) the two long titles fit side by side, so
// the HStack is the one shown and its buttons are the ones tapped.
import SwiftUI

struct ActionBar: View {
    let onSave: () -> Void
    let onShare: () -> Void

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) {
                Button("Save to Library", action: onSave)
                Button("Share with Friends", action: onShare)
            }
            VStack {
                Button("Save", action: onSave)
                Button("Share", action: onShare)
            }
        }
        .buttonStyle(.bordered)
    }
}

struct PhotoScreen: View {
    @State private var saves = 0
    @State private var shares = 0

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 16)
                .fill(.teal.gradient)
                .frame(height: 240)
            ActionBar(
                onSave: { saves += 1; print("saved", saves) },
                onShare: { shares += 1; print("shared", shares) }
            )
        }
        .padding()
    }
}

:mount PhotoScreen()
:tap "Save to Library"
:tap "Share with Friends"
:tap "Save to Library"

// expect: saved 1
// expect: shared 1
// expect: saved 2
