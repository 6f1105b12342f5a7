// iOS 17's `phaseAnimator(_:trigger:content:animation:)` from WWDC23 "Wind your way through advanced
// animations in SwiftUI": a like button that bounces through three phases each time the count changes,
// with a different Animation per phase.
// Expected: the phase animation changes only the looks (rules §15.15); the modified button is the
// `content` placeholder and is tapped as usual.
import SwiftUI

enum BouncePhase: CaseIterable {
    case rest, lift, land
}

struct LikeButton: View {
    @State private var likes = 0

    var body: some View {
        Button {
            likes += 1
        } label: {
            Label("Like", systemImage: "hand.thumbsup.fill")
        }
        .phaseAnimator(BouncePhase.allCases, trigger: likes) { content, phase in
            content
                .scaleEffect(phase == .lift ? 1.3 : 1.0)
                .offset(y: phase == .land ? 3 : 0)
        } animation: { phase in
            switch phase {
            case .rest: return .smooth
            case .lift: return .spring(duration: 0.2, bounce: 0.5)
            case .land: return .easeOut(duration: 0.1)
            }
        }
        .onChange(of: likes) {
            print("likes:", likes)
        }
    }
}

:mount LikeButton()
:tap "Like"
:tap "Like"

// expect: likes: 1
// expect: likes: 2
