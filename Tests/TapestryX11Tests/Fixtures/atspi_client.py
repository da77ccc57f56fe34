#!/usr/bin/python3
"""An AT-SPI client, as a screen reader is one: finds an application on the accessibility bus, reads its
tree (roles, names, descriptions, values, text, states, extents, actions) and operates it, listening for the
events the application sends. The tests run it against a Tapestry app and compare what it reports.

Usage: atspi_client.py APP_NAME STEP...   where each STEP is one of
  dump                      print the tree as JSON
  do:NAME:ACTION            perform the action named ACTION on the first element named NAME
  set:NAME:NUMBER           set the element's current value (the Value interface)
  insert:NAME:TEXT          insert TEXT at the start of the element's text (EditableText)
  select:NAME:INDEX         select the child at INDEX of the first container named NAME (Selection)
  focus:NAME                give the element keyboard focus (Component.GrabFocus)
  events                    print, as JSON, the events heard since the last `events`
  wait:TYPE                 wait (at most 5 s, by the event loop, not sleeping) for an event of TYPE
  appear:NAME               wait (at most 5 s, the same way) until an element named NAME is in the tree
  gone:NAME                 wait (at most 5 s, the same way) until no element named NAME is in the tree
  settle                    wait (at most 5 s, the same way) until no event has come for 0.3 s and no window
                            is busy (sliding a screen in or out)
Each step prints one JSON line, after a {"ready": true} line once the application is found. Every wait is
bounded; the application is looked for ATSPI_CLIENT_WAIT seconds (10 by default), and a missing one ends the
client with status 2.
"""
import json
import os
import sys

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

heard = []
last_event = [0]


def on_event(event):
    last_event[0] = GLib.get_monotonic_time()
    try:
        source = event.source.get_name()
    except Exception:
        source = None
    value = event.any_data if isinstance(event.any_data, (str, int, float)) else None
    heard.append({"type": event.type, "source": source, "detail1": event.detail1, "detail2": event.detail2,
                  "data": value})


def run_loop_until(predicate, seconds):
    """Runs the event loop until `predicate()` holds or `seconds` pass; returns whether it held."""
    context = GLib.MainContext.default()
    deadline = GLib.get_monotonic_time() + int(seconds * 1_000_000)
    done = predicate()
    while not done and GLib.get_monotonic_time() < deadline:
        GLib.timeout_add(50, lambda: False)  # wakes the blocking iteration at least every 50 ms
        context.iteration(True)
        done = predicate()
    return done


def find_app(name):
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_name() == name:
            return app
    return None


def describe(node, depth=0):
    info = {"role": node.get_role_name(), "name": node.get_name(), "description": node.get_description()}
    states = node.get_state_set()
    info["states"] = sorted(Atspi.StateType(s).value_nick for s in states.get_states())
    interfaces = node.get_interfaces()
    info["interfaces"] = sorted(interfaces)
    if "Component" in interfaces:
        rect = node.get_extents(Atspi.CoordType.SCREEN)
        info["extents"] = [rect.x, rect.y, rect.width, rect.height]
    if "Action" in interfaces:
        info["actions"] = [node.get_action_name(i) for i in range(node.get_n_actions())]
    if "Value" in interfaces:
        info["value"] = node.get_current_value()
        info["range"] = [node.get_minimum_value(), node.get_maximum_value()]
    if "Text" in interfaces:
        info["text"] = node.get_text(0, -1)
        info["caret"] = node.get_caret_offset()
    if "Selection" in interfaces:
        info["selected"] = node.get_n_selected_children()
    # A child gone between the count and the fetch (the screen changing) is left out, as a reader would.
    info["children"] = []
    for index in range(node.get_child_count()):
        try:
            child = node.get_child_at_index(index)
            if child is not None:
                info["children"].append(describe(child, depth + 1))
        except GLib.GError:
            continue
        except ValueError as error:  # a state or role this libatspi's enums do not name: kept, not fatal
            info["children"].append({"name": None, "role": None, "children": [], "unreadable": str(error)})
    return info


def find(node, name):
    if node is None:
        return None
    if node.get_name() == name:
        return node
    for index in range(node.get_child_count()):
        found = find(node.get_child_at_index(index), name)
        if found is not None:
            return found
    return None


def main():
    name, steps = sys.argv[1], sys.argv[2:]
    listener = Atspi.EventListener.new(on_event)
    for kind in ["object:state-changed", "object:property-change", "object:children-changed",
                 "object:text-changed", "object:text-caret-moved", "object:announcement", "focus:",
                 "window:activate"]:
        listener.register(kind)
    app = None

    def ready():
        nonlocal app
        app = find_app(name)
        return app is not None and app.get_child_count() > 0

    if not run_loop_until(ready, float(os.environ.get("ATSPI_CLIENT_WAIT", "10"))):
        print(json.dumps({"error": "no application named %s on the accessibility bus" % name}))
        sys.exit(2)
    print(json.dumps({"ready": True}))
    sys.stdout.flush()
    for step in steps:
        kind, _, rest = step.partition(":")
        if kind == "dump":
            # A call that fails while the screen changes (or times out on a loaded machine) is read again once
            # the screen is quiet, as a reader would, up to three times; what failed is reported, not lost.
            tree, failures = None, []
            for _ in range(3):
                try:
                    tree = describe(app)
                    break
                except Exception as error:  # noqa: BLE001 (GLib errors and anything a changing tree raises)
                    failures.append("%s: %s" % (type(error).__name__, error))
                    run_loop_until(lambda: GLib.get_monotonic_time() - last_event[0] > 300_000, 5)
            print(json.dumps({"step": step, "tree": tree, "failures": failures}))
        elif kind == "events":
            run_loop_until(lambda: False, 0.2)  # collect what is in flight (bounded)
            print(json.dumps({"step": step, "events": list(heard)}))
            heard.clear()
        elif kind == "appear":
            ok = run_loop_until(lambda: find(app, rest) is not None, 5)
            print(json.dumps({"step": step, "appeared": ok}))
        elif kind == "settle":
            # Quiet for 300 ms, and no window busy (a screen sliding in or out ignores activation until done).
            def quiet():
                if GLib.get_monotonic_time() - last_event[0] <= 300_000:
                    return False
                try:
                    frames = [app.get_child_at_index(i) for i in range(app.get_child_count())]
                    return not any(f is not None and f.get_state_set().contains(Atspi.StateType.BUSY) for f in frames)
                except GLib.GError:
                    return False
            print(json.dumps({"step": step, "settled": run_loop_until(quiet, 5)}))
        elif kind == "gone":
            ok = run_loop_until(lambda: find(app, rest) is None, 5)
            print(json.dumps({"step": step, "gone": ok}))
        elif kind == "wait":
            ok = run_loop_until(lambda: any(e["type"].startswith(rest) for e in heard), 5)
            print(json.dumps({"step": step, "heard": ok}))
        else:
            target, _, argument = rest.partition(":")
            node = find(app, target)
            if node is None:
                names = []

                def collect(node):
                    names.append("%s:%s" % (node.get_role_name(), node.get_name()))
                    for index in range(node.get_child_count()):
                        collect(node.get_child_at_index(index))

                collect(app)
                print(json.dumps({"step": step, "error": "no element named %s among %s" % (target, names)}))
                continue
            if kind == "do":
                names = [node.get_action_name(i) for i in range(node.get_n_actions())]
                result = node.do_action(names.index(argument)) if argument in names else False
            elif kind == "set":
                result = node.set_current_value(float(argument))
            elif kind == "insert":
                result = node.insert_text(0, argument, len(argument))
            elif kind == "select":
                result = node.select_child(int(argument))
            elif kind == "focus":
                result = node.grab_focus()
            elif kind == "attrs":
                # The run at the offset without and with the defaults, and the defaults, as Orca reads them.
                offset = int(argument or "0")
                get_run = getattr(node, "get_attribute_run", None) or node.get_text_attribute_run
                own, start, end = get_run(offset, False)
                full, _, _ = get_run(offset, True)
                get_defaults = getattr(node, "get_default_attributes", None) or node.get_text_attribute_defaults
                first = node.get_character_extents(0, Atspi.CoordType.WINDOW)
                at = node.get_character_extents(offset, Atspi.CoordType.WINDOW)
                result = {"own": dict(own), "full": dict(full), "range": [start, end],
                          "defaults": dict(get_defaults()),
                          "extents": [[r.x, r.y, r.width, r.height] for r in (first, at)]}
            else:
                result = None
            print(json.dumps({"step": step, "result": result}))
        sys.stdout.flush()


main()
