// Tutorial style (a pulsing recording dot): the dot starts a repeatForever animation in onAppear, a state write that runs its body again in the same turn; the dot owns a @StateObject made right before its first body and released when the dot is removed, before its onDisappear (rules §11.1, §10.1, §4.2, §1.4, §12.1, §12.2, §15.15)
import SwiftUI
import Combine

final class LevelMeter: ObservableObject {
    @Published var level = 0.0

    init() { print("LevelMeter init") }
    deinit { print("LevelMeter deinit") }
}

struct PulsingDot: View {
    @StateObject private var meter = LevelMeter()
    @State private var isPulsing = false

    var body: some View {
        let _ = Self._printChanges()
        Circle()
            .fill(.red)
            .frame(width: 20, height: 20)
            .scaleEffect(isPulsing ? 1.5 : 1)
            .opacity(isPulsing ? 0.5 : 1)
            .onAppear {
                print("PulsingDot appeared, starting pulse")
                withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) {
                    isPulsing = true
                }
            }
            .onDisappear { print("PulsingDot disappeared") }
    }
}

struct RecordingView: View {
    @State private var isRecording = false

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 16) {
            HStack {
                if isRecording {
                    PulsingDot()
                }
                Text(isRecording ? "Recording" : "Idle")
            }
            Button(isRecording ? "Stop" : "Record") {
                isRecording.toggle()
            }
        }
    }
}

:mount RecordingView()
// expect: RecordingView: @self, @identity, _isRecording changed.
:tap "Record"
// expect: RecordingView: _isRecording changed.
// expect: LevelMeter init
// expect: PulsingDot: @self, @identity, _meter, _isPulsing changed.
// expect: PulsingDot appeared, starting pulse
// expect: PulsingDot: _isPulsing changed.
:tap "Stop"
// expect: RecordingView: _isRecording changed.
// expect: LevelMeter deinit
// expect: PulsingDot disappeared
:tap "Record"
// expect: RecordingView: _isRecording changed.
// expect: LevelMeter init
// expect: PulsingDot: @self, @identity, _meter, _isPulsing changed.
// expect: PulsingDot appeared, starting pulse
// expect: PulsingDot: _isPulsing changed.
