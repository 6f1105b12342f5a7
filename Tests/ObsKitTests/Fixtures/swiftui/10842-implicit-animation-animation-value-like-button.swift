// Tutorial style (implicit animation with .animation(_:value:)): a like button pulses a heart with scaleEffect and a numeric content transition; the parent's body runs per tap, the heart child (an equal value) never runs again (rules §2.1, §2.7, §12.1, §12.2, §15.15)
import SwiftUI

struct HeartIcon: View {
    var body: some View {
        let _ = Self._printChanges()
        Image(systemName: "heart.fill")
            .font(.largeTitle)
            .foregroundStyle(.red)
    }
}

struct LikeButtonView: View {
    @State private var likes = 0
    @State private var isPulsing = false

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 12) {
            HeartIcon()
                .scaleEffect(isPulsing ? 1.4 : 1.0)
                .animation(.spring(response: 0.3, dampingFraction: 0.5), value: isPulsing)
            Text("\(likes) likes")
                .contentTransition(.numericText())
                .animation(.default, value: likes)
            Button("Like") {
                likes += 1
                isPulsing.toggle()
                print("likes now \(likes)")
            }
        }
    }
}

:mount LikeButtonView()
// expect: LikeButtonView: @self, @identity, _likes, _isPulsing changed.
// expect: HeartIcon: @self changed.
:tap "Like"
// expect: likes now 1
// expect: LikeButtonView: _likes, _isPulsing changed.
:tap "Like"
// expect: likes now 2
// expect: LikeButtonView: _likes, _isPulsing changed.
