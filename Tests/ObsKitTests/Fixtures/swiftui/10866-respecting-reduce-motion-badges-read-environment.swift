// Tutorial style (respecting Reduce Motion): badges read @Environment(\.accessibilityReduceMotion) and pick withAnimation(reduceMotion ? nil : .bouncy) on tap; each badge's state is its own, and a parent render leaves equal badges alone (rules §14.2, §15.17, §2.3, §2.5, §2.7, §15.10, §15.15)
import SwiftUI

struct AnimatedBadge: View {
    let label: String
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isHighlighted = false

    var body: some View {
        let _ = print("AnimatedBadge \(label) body: highlighted \(isHighlighted), reduceMotion \(reduceMotion)")
        Text(label)
            .font(.caption.bold())
            .padding(6)
            .background(isHighlighted ? Color.yellow : Color.gray.opacity(0.3), in: Capsule())
            .scaleEffect(isHighlighted && !reduceMotion ? 1.3 : 1)
            .onTapGesture {
                withAnimation(reduceMotion ? nil : .bouncy) {
                    isHighlighted.toggle()
                }
            }
    }
}

struct ProfileHeader: View {
    @State private var name = "Jordan"

    var body: some View {
        let _ = print("ProfileHeader body: \(name)")
        VStack {
            Text(name)
                .font(.title)
            HStack {
                AnimatedBadge(label: "NEW")
                AnimatedBadge(label: "PRO")
            }
            Button("Rename") {
                withAnimation {
                    name = "Jordan K."
                }
            }
        }
    }
}

:mount ProfileHeader()
// expect: ProfileHeader body: Jordan
// expect: AnimatedBadge NEW body: highlighted false, reduceMotion false
// expect: AnimatedBadge PRO body: highlighted false, reduceMotion false
:tap "NEW"
// expect: AnimatedBadge NEW body: highlighted true, reduceMotion false
:tap "Rename"
// expect: ProfileHeader body: Jordan K.
:tap "Rename"
:tap "PRO"
// expect: AnimatedBadge PRO body: highlighted true, reduceMotion false
:tap "NEW"
// expect: AnimatedBadge NEW body: highlighted false, reduceMotion false
