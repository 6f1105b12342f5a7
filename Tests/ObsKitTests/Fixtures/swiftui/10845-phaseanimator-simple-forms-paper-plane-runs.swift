// Tutorial style (phaseAnimator in simple forms): a paper plane runs through CaseIterable phases each time a trigger changes, and a PhaseAnimator loops a status dot; the phases change only the looks: the parent's body runs per launch, the dot's body (an equal value) once (rules §15.15, §2.1, §2.7, §12.1, §12.2)
import SwiftUI

enum LaunchPhase: CaseIterable {
    case ready, lift, cruise

    var yOffset: CGFloat {
        switch self {
        case .ready: 0
        case .lift: -40
        case .cruise: -120
        }
    }

    var scale: CGFloat {
        switch self {
        case .ready: 1
        case .lift: 1.2
        case .cruise: 0.8
        }
    }
}

struct StatusDot: View {
    var body: some View {
        let _ = print("StatusDot body")
        Circle()
            .fill(.green)
            .frame(width: 10, height: 10)
    }
}

struct RocketView: View {
    @State private var launches = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 24) {
            Image(systemName: "paperplane.fill")
                .font(.largeTitle)
                .phaseAnimator(LaunchPhase.allCases, trigger: launches) { content, phase in
                    content
                        .offset(y: phase.yOffset)
                        .scaleEffect(phase.scale)
                } animation: { phase in
                    switch phase {
                    case .ready: return .smooth
                    case .lift: return .easeIn(duration: 0.3)
                    case .cruise: return .spring(duration: 0.5, bounce: 0.3)
                    }
                }
            PhaseAnimator([false, true]) { glowing in
                StatusDot()
                    .opacity(glowing ? 1 : 0.3)
            }
            Text("Launches: \(launches)")
            Button("Launch") {
                launches += 1
                print("launch #\(launches)")
            }
        }
    }
}

:mount RocketView()
// expect: RocketView: @self, @identity, _launches changed.
// expect: StatusDot body
:tap "Launch"
// expect: launch #1
// expect: RocketView: _launches changed.
:tap "Launch"
// expect: launch #2
// expect: RocketView: _launches changed.
