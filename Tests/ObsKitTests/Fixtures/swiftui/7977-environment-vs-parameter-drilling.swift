// Style: blog post, "Prop drilling vs the environment". A value passed as a parameter makes every view on the way depend on it: each gets a new
// value that differs (plain data compared by bytes, rules §2.1), so each body runs (rules §2.7). Read from the environment, only the view that
// declares the key runs (rules §14.2); the container between, with no fields, gets an equal value and is skipped, while its child still runs for
// the environment change. Bodies run parents first (rules §2.8).
import SwiftUI

extension EnvironmentValues {
    @Entry var textScale: Int = 1
}

struct ScaleLeafFromParameter: View {
    let scale: Int

    var body: some View {
        let _ = print("ParamLeaf body: \(scale)")
        Text("x\(scale)")
    }
}

struct ScaleLeafFromEnvironment: View {
    @Environment(\.textScale) private var scale

    var body: some View {
        let _ = print("EnvLeaf body: \(scale)")
        Text("x\(scale)")
    }
}

struct EnvContainer: View {
    var body: some View {
        let _ = print("EnvContainer body")
        ScaleLeafFromEnvironment()
    }
}

struct ParamContainer: View {
    let scale: Int

    var body: some View {
        let _ = print("ParamContainer body: \(scale)")
        VStack {
            ScaleLeafFromParameter(scale: scale)
            EnvContainer()
        }
    }
}

struct ReaderSettings: View {
    @State private var scale = 1

    var body: some View {
        let _ = print("ReaderSettings body: \(scale)")
        VStack {
            Button("Bigger") { scale += 1 }
            ParamContainer(scale: scale)
        }
        .environment(\.textScale, scale)
    }
}

:mount ReaderSettings()
// expect: ReaderSettings body: 1
// expect: ParamContainer body: 1
// expect: ParamLeaf body: 1
// expect: EnvContainer body
// expect: EnvLeaf body: 1
:tap "Bigger"
// expect: ReaderSettings body: 2
// expect: ParamContainer body: 2
// expect: ParamLeaf body: 2
// expect: EnvLeaf body: 2
