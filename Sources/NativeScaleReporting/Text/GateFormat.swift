/// The formats a gate's report is printed in: `compare`, `ab` and `history check`.
public enum GateFormat: String, CaseIterable, Hashable, Sendable {
    case text, markdown, json
}
