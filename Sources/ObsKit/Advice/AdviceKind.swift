/// The series' mistakes ObsREPL recognises, one row each: what `:help advice` lists, and what every advice
/// of that kind cites (the rule in docs/rules.md, and the tutorial that shows the mistake happening, if one does).
/// Advice is a tier of its own (DESIGN.md): never an error, never blocking, silenced by `:advice off`.
enum AdviceKind: String, CaseIterable, Sendable {
    case observedObjectMadeHere
    case stateObjectFromParameter
    case stateHoldsObservableObject
    case stateMakesObservableWithWork
    case mixedObservation
    case bindableInParentBody
    case throwawayModels
    case stateObjectArgumentIgnored
    case stateArgumentIgnored
    case workStartedAgain
    case bodyPerKeystroke
    case publishedMissesChanges
    case identityNewEveryRun

    var title: String {
        switch self {
        case .observedObjectMadeHere: return "@ObservedObject made by the view itself"
        case .stateObjectFromParameter: return "@StateObject made from an init parameter"
        case .stateHoldsObservableObject: return "@State holding an ObservableObject"
        case .stateMakesObservableWithWork: return "@State making an @Observable model whose init does work"
        case .mixedObservation: return "ObservableObject and @Observable mixed"
        case .bindableInParentBody: return "@Bindable built in a parent's body for an alert or sheet"
        case .throwawayModels: return "models made in a body and thrown away"
        case .stateObjectArgumentIgnored: return "@StateObject's new argument ignored"
        case .stateArgumentIgnored: return "@State's new value from the parent ignored"
        case .workStartedAgain: return "work started again, or used after its object was replaced"
        case .bodyPerKeystroke: return "a body that runs on every keystroke"
        case .publishedMissesChanges: return "a change @Published cannot announce to views"
        case .identityNewEveryRun: return "an .id that is new at every run of the body"
        }
    }

    /// The rule of docs/rules.md it rests on, and the tutorial that shows it.
    var rule: String {
        switch self {
        case .observedObjectMadeHere, .throwawayModels: return "rules §5.3, §2.6"
        case .stateObjectFromParameter, .stateObjectArgumentIgnored: return "rules §4.3"
        case .stateHoldsObservableObject: return "rules §3.7"
        case .stateMakesObservableWithWork: return "rules §3.1"
        case .stateArgumentIgnored: return "rules §3.2"
        case .mixedObservation: return "rules §6.5, §8.1"
        case .bindableInParentBody, .bodyPerKeystroke: return "rules §8.5, §8.6"
        case .workStartedAgain: return "rules §11.3, §5.2"
        case .publishedMissesChanges: return "rules §6.1, §6.3"
        case .identityNewEveryRun: return "rules §1.2, §1.3"
        }
    }

    /// The tutorial that shows the mistake happening, where one does.
    var tutorial: String? {
        switch self {
        case .observedObjectMadeHere, .throwawayModels, .stateObjectFromParameter, .stateObjectArgumentIgnored, .workStartedAgain:
            return "02-who-owns-the-model"
        case .stateHoldsObservableObject, .stateMakesObservableWithWork, .mixedObservation: return "04-observable-in-state"
        case .bindableInParentBody, .bodyPerKeystroke: return "05-editing-in-an-alert"
        case .publishedMissesChanges, .identityNewEveryRun, .stateArgumentIgnored: return nil
        }
    }
}
