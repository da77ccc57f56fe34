// The accessibility probe's screen built with GTK 4, for a side-by-side reading by the same AT-SPI client
// (X11AccessibilityComparisonTests): a heading, a button with a description, a switch, a slider, a text entry,
// a custom element acting as a button, a hidden subtree and a status label. GTK 4 speaks AT-SPI itself.
#include <gtk/gtk.h>

static GtkWidget *add(GtkWidget *box, GtkWidget *widget) {
    gtk_box_append(GTK_BOX(box), widget);
    return widget;
}

static void activate(GtkApplication *application, gpointer data) {
    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "Accessibility probe");
    gtk_window_set_default_size(GTK_WINDOW(window), 360, 400);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
    gtk_window_set_child(GTK_WINDOW(window), box);

    GtkWidget *heading = g_object_new(GTK_TYPE_LABEL, "label", "Settings", "accessible-role",
                                      GTK_ACCESSIBLE_ROLE_HEADING, NULL);
    add(box, heading);

    GtkWidget *save = add(box, gtk_button_new_with_label("Save"));
    gtk_accessible_update_property(GTK_ACCESSIBLE(save), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Saves the settings", -1);

    GtkWidget *toggle = add(box, gtk_switch_new());
    gtk_widget_set_halign(toggle, GTK_ALIGN_START);
    gtk_accessible_update_property(GTK_ACCESSIBLE(toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, "Wi-Fi", -1);

    GtkWidget *volume = add(box, gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.1));
    gtk_range_set_value(GTK_RANGE(volume), 0.5);
    gtk_accessible_update_property(GTK_ACCESSIBLE(volume), GTK_ACCESSIBLE_PROPERTY_LABEL, "Volume", -1);

    GtkWidget *name = add(box, gtk_entry_new());
    gtk_entry_set_placeholder_text(GTK_ENTRY(name), "Name");
    gtk_accessible_update_property(GTK_ACCESSIBLE(name), GTK_ACCESSIBLE_PROPERTY_LABEL, "Name", -1);

    GtkWidget *star = g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_BUTTON, NULL);
    gtk_widget_set_size_request(star, 44, 44);
    gtk_widget_set_focusable(star, TRUE);
    gtk_accessible_update_property(GTK_ACCESSIBLE(star), GTK_ACCESSIBLE_PROPERTY_LABEL, "Favourite", -1);
    add(box, star);

    GtkWidget *hidden = add(box, gtk_box_new(GTK_ORIENTATION_VERTICAL, 0));
    gtk_box_append(GTK_BOX(hidden), gtk_label_new("Secret"));
    gtk_accessible_update_state(GTK_ACCESSIBLE(hidden), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);

    add(box, gtk_label_new("Ready"));
    gtk_window_present(GTK_WINDOW(window));
    printf("ready\n");
    fflush(stdout);
}

int main(int argc, char **argv) {
    g_set_prgname("gtk-a11y-peer");
    GtkApplication *application = gtk_application_new("org.tapestry.GtkA11yPeer", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(application), argc, argv);
    g_object_unref(application);
    return status;
}
